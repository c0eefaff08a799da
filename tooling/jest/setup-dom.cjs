// Adds toBeInTheDocument(), toHaveValue() and friends to expect().
require('@testing-library/jest-dom/jest-globals');
