/** The release figures over time (issue #28 item 5): sampled periodically, charted in `/staff/releases`. */
export { sampleReleaseFigures, type FiguresSamplerDependencies, type FiguresSamplerOutcome } from './figures-sampler';
export { evenly, figuresOverTime, FIGURES_SPANS, pointsOf } from './figures-series';
