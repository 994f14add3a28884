export type OutboxItem = {
  to: string;
  channel: 'sms' | 'email' | 'whatsapp';
  text: string;
  otp: string | null;
  created_at: string;
};

/** Messages the `log` adapters "sent", newest first; read by GET /api/dev/outbox outside production. */
export class Outbox {
  private items: OutboxItem[] = [];
  constructor(private readonly capacity = 500) {}

  add(item: Omit<OutboxItem, 'created_at'>): void {
    this.items.unshift({ ...item, created_at: new Date().toISOString() });
    if (this.items.length > this.capacity) this.items.length = this.capacity;
  }

  list(to?: string): OutboxItem[] {
    const wanted = to?.trim().toLowerCase();
    return wanted ? this.items.filter((item) => item.to === wanted) : [...this.items];
  }
}
