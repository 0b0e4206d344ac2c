// CSS Modules (compiled by each package's webpack, an identity proxy in Jest).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
