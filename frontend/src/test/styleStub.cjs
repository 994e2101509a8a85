// Stylesheets mean nothing to jsdom; tests import them as an empty module.
module.exports = {};
