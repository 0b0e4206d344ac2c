// Build-time constants injected by build-config's DefinePlugin.
declare const __REMOTE_VERSION__: string;
declare const __API_URL__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
