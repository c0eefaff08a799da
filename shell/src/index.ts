// The shell provides every shared package eagerly (see tooling/webpack/create-app-config.cjs),
// so the bootstrap is bundled into the entry; the import() keeps React behind the federation
// runtime's initialisation of the share scope.
import(/* webpackMode: "eager" */ './bootstrap');
