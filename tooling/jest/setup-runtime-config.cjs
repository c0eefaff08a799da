// Components read the runtime config the shell sets at start-up; in tests, the local site's.
const { localRuntimeConfig, setRuntimeConfig } = require('@rcm/shared');
setRuntimeConfig(localRuntimeConfig());
