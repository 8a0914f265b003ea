import { amountColor, amountText } from '../points-labels.ts';

/** A change of points with its sign and colour. */
export function PointsAmount({ amount }: { amount: number }) {
  return <span style={{ color: amountColor(amount), fontWeight: 600 }}>{amountText(amount)}</span>;
}
