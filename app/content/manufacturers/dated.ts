/** Free of zod, so components may import it. */
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11" → "As of November 2026". */
export function asOfLabel(asOf: string): string {
  const [year, month] = asOf.split("-");
  return `As of ${months[Number(month) - 1]} ${year}`;
}
