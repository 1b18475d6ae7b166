/**
 * The document's title and description. React 19 hoists <title> and <meta> into <head> from
 * anywhere in the tree and swaps them when the page changes.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
