import { createRoot } from 'react-dom/client';
import { App } from '@/app/app.tsx';
import { createAppRouter } from '@/app/router.tsx';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = await createAppRouter();

// index.html carries a title and description for crawlers that do not run scripts. React renders
// its own for each page; remove the static ones so the head never holds two descriptions.
for (const el of document.head.querySelectorAll('title, meta[name="description"]')) el.remove();

createRoot(container).render(<App router={router} />);
