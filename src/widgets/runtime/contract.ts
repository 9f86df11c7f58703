// What a widget's mount function takes and returns, without React: the script-tag embed's types
// (`meedu-web/embed`) name them for pages that have no React.

/** What every widget's `mount()` returns. */
export interface WidgetHandle<O> {
  update(options: Partial<O>): void;
  unmount(): void;
}

export interface MountContext {
  /** Portal target; defaults to document.body. */
  portal?: HTMLElement;
}
