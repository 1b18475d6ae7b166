// markdown-it-deflist ships no types; it is a plain markdown-it plugin.
declare module 'markdown-it-deflist' {
  import type { PluginSimple } from 'markdown-it';
  const deflist: PluginSimple;
  export default deflist;
}
