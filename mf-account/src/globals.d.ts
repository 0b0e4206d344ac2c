// Build-time constants (webpack DefinePlugin, jest globals) and CSS Modules.
declare const __REMOTE_VERSION__: string;
declare const __API_URL__: string;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
