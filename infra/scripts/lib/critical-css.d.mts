export function withCriticalAntdStyles(html: string): Promise<string>;
export function withInlinedStylesheets(html: string, distDir: string): string;
