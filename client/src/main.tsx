import '@/styles/global.css';

// Pages arrive server-rendered. Let the browser paint that first; the code that makes the page
// interactive loads after the frame, so a slow phone shows the page without waiting for scripts.
await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
await import('@/app/boot.tsx');
