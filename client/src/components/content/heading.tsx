import { createContext, use, type ReactNode, type Ref } from 'react';

// The layout owns the page's only <h1>; content starts at <h2> and each nesting level goes one
// deeper, so the outline never skips a level whatever the data nests.
const HeadingLevelContext = createContext(2);

export function useHeadingLevel(): number {
  return use(HeadingLevelContext);
}

export function HeadingLevel({ level, children }: { level: number; children: ReactNode }) {
  return <HeadingLevelContext value={level}>{children}</HeadingLevelContext>;
}

export interface HeadingProps {
  children: ReactNode;
  className?: string;
  id?: string;
  ref?: Ref<HTMLHeadingElement>;
  /** Overrides the level from context. */
  level?: number;
}

export function Heading({ level, ...props }: HeadingProps) {
  const contextLevel = useHeadingLevel();
  const n = Math.min(Math.max(level ?? contextLevel, 2), 6);
  const Tag = `h${n}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return <Tag {...props} />;
}
