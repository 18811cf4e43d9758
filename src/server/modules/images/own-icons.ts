/**
 * Pictures the icon set has no emoji for, drawn here in its style (Fluent Emoji Flat: a 32-unit grid, flat fills,
 * the set's own colours, no strokes). They join the set's icons under names the set does not use.
 * Bump RENDER_VERSION in picture-svg.ts when a drawing here changes, so cached copies are replaced.
 */
export const OWN_ICONS: Readonly<Record<string, { body: string; width: number }>> = {
  /** A packet of crisps: foil crimped top and bottom, two crisps on its label (Unicode has no crisps emoji). */
  'crisp-packet': {
    width: 32,
    body: '<g fill="none"><path fill="#f8312f" d="M7.6 5.5h16.8c.95 3.2 1.6 6.9 1.6 10.5s-.65 7.3-1.6 10.5H7.6C6.65 23.3 6 19.6 6 16s.65-7.3 1.6-10.5"/><path fill="#ca0b4a" d="M7.6 5.5h16.8q.3 1 .55 2H7.05q.25-1 .55-2m-.55 19h17.9q-.25 1-.55 2H7.6q-.3-1-.55-2"/><path fill="#d3d3d3" d="M7 5.5V3l1-1l1 1l1-1l1 1l1-1l1 1l1-1l1 1l1-1l1 1l1-1l1 1l1-1l1 1l1-1l1 1l1-1l1 1V5.5zM7 26.5V29l1 1l1-1l1 1l1-1l1 1l1-1l1 1l1-1l1 1l1-1l1 1l1-1l1 1l1-1l1 1l1-1l1 1l1-1v-2.5z"/><path fill="#f4f4f4" d="M16 10.5c3.87 0 7 2.57 7 5.75S19.87 22 16 22s-7-2.57-7-5.75s3.13-5.75 7-5.75"/><path fill="#f9c23c" d="M20.17 13.48Q20.50 13.72 20.70 14.07Q20.91 14.42 20.78 14.87Q20.65 15.31 20.38 15.70Q20.11 16.09 19.87 16.50Q19.63 16.90 19.25 17.26Q18.87 17.63 18.36 17.75Q17.84 17.88 17.38 17.86Q16.91 17.84 16.44 17.86Q15.96 17.87 15.52 17.74Q15.07 17.61 14.89 17.25Q14.70 16.88 14.68 16.48Q14.66 16.08 14.61 15.68Q14.55 15.29 14.66 14.85Q14.77 14.40 15.17 14.05Q15.57 13.70 16.02 13.47Q16.47 13.24 16.91 12.98Q17.36 12.72 17.87 12.58Q18.38 12.43 18.81 12.58Q19.24 12.73 19.54 12.99Q19.84 13.25 20.17 13.48z"/><path fill="#fcd53f" d="M17.75 18.15Q17.79 18.57 17.66 18.97Q17.53 19.38 17.09 19.58Q16.66 19.78 16.17 19.84Q15.69 19.90 15.21 19.99Q14.74 20.08 14.20 20.04Q13.65 19.99 13.21 19.68Q12.77 19.36 12.46 18.99Q12.16 18.61 11.82 18.25Q11.49 17.89 11.29 17.46Q11.09 17.02 11.25 16.63Q11.41 16.23 11.70 15.94Q12.00 15.65 12.27 15.33Q12.54 15.02 12.96 14.80Q13.37 14.58 13.92 14.65Q14.46 14.72 14.95 14.91Q15.44 15.10 15.94 15.27Q16.43 15.44 16.89 15.73Q17.35 16.03 17.53 16.47Q17.71 16.91 17.71 17.32Q17.71 17.73 17.75 18.15z"/><path fill="#fff478" d="M12.6 16.4c.9-.8 2.3-1.1 3.5-.8a.45.45 0 0 1-.2.88c-.9-.2-2 .05-2.7.6a.45.45 0 0 1-.6-.68"/></g>',
  },
};
