// What an event needs to queue its messages: the notifier and the shop's public settings (its
// origin for links, the contact inbox). A request's ApiContext is one; the bank's callback, which
// has no shopper's request context, builds one from the server's services.
import type { AppConfig, Notifier } from '../context.js';

export interface Messaging {
  notifier: Notifier;
  config: Pick<AppConfig, 'publicUrl' | 'contactTo'>;
}
