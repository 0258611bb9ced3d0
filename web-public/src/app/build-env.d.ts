interface ImportMetaEnv {
  /** The year the site was built (vite.config.ts `define`). */
  readonly BUILD_YEAR: number;
}
