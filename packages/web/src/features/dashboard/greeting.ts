/** Greeting by hour (docs/product-rules.md): 5-11 morning, 12-16 afternoon, 17-22 evening, otherwise 'Hello'. */
export function greetingFor(hour: number): string {
  if (hour >= 5 && hour <= 11) return 'Good morning';
  if (hour >= 12 && hour <= 16) return 'Good afternoon';
  if (hour >= 17 && hour <= 22) return 'Good evening';
  return 'Hello';
}

export function dashboardSubtitle({ hasData, business }: { hasData: boolean; business: boolean }): string {
  if (!hasData) return "Let's get you set up";
  if (business) return 'Manage your clients and their financial analyses';
  return 'Track your financial health and insights';
}
