// KaTeX refuses to render (and says so once, when first evaluated) unless the document is in
// standards mode. happy-dom has no compatMode, so the page is declared standards-mode before
// KaTeX loads: import this module ahead of katex.
Object.defineProperty(document, 'compatMode', { value: 'CSS1Compat', configurable: true });
export {};
