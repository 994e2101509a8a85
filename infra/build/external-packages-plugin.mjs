/** Leaves npm packages to node_modules; the workspace's own `@paydraft/*` aliases are bundled. */
export const externalPackagesPlugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@paydraft/') ? undefined : { path, external: true },
    );
  },
};
