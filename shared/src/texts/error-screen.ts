/** The spec's heading for unknown routes and render failures ("library behaviour"). */
export const UNEXPECTED_ERROR_HEADING = 'Unexpected Application Error!';
