/** Where the app is served ('/backoffice'): the router's basename. */
declare const __BACKOFFICE_BASE__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
