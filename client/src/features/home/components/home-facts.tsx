import type { ReactNode } from 'react';

/** A home block's facts as term/value rows, styled by the block's classes. */
export function HomeFacts({
  facts,
  block,
}: {
  facts: ReadonlyArray<readonly [string, ReactNode]>;
  block: 'home-about' | 'home-glance';
}) {
  return (
    <dl className={`${block}__facts`}>
      {facts.map(([term, value]) => (
        <div key={term} className={`${block}__fact`}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
