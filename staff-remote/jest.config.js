// @ts-check
module.exports = require('../scripts/jest/frontend-project.cjs')(__dirname, 'staff-remote');
