/** How a stored secret shows on the settings page: set or not, and at most its last four characters. */
export function maskSecret(value: string): string {
  if (!value) return '';
  // A PEM's last characters before the END line tell two keys apart; the armour lines do not.
  const body = value.replace(/-----[A-Z ]+-----/g, '').replace(/[\s=]+/g, '');
  const tail = body.length >= 16 ? body.slice(-4) : '';
  return tail ? `已设置（…${tail}）` : '已设置';
}
