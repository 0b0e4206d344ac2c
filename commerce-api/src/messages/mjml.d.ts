// mjml 5 ships no types: the one call the e-mail renderer makes (mjml2html is asynchronous in 5).
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    keepComments?: boolean;
    minify?: boolean;
    beautify?: boolean;
    fonts?: Record<string, string>;
  }
  export default function mjml2html(mjml: string, options?: MjmlOptions): Promise<{ html: string; errors: MjmlError[] }>;
}
