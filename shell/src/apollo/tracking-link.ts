// Reports each operation from the moment it starts until its result has been delivered (the
// cache written and the components that show it re-rendered) or it fails or is cancelled.
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

export function createTrackingLink(track: (finished: Promise<void>) => void): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let finish: () => void = () => {};
        track(new Promise<void>((resolve) => (finish = resolve)));
        const subscription = forward(operation).subscribe({
          next: (value) => observer.next(value),
          error: (error) => {
            finish();
            observer.error(error);
          },
          complete: () => {
            finish();
            observer.complete();
          },
        });
        return () => {
          finish();
          subscription.unsubscribe();
        };
      }),
  );
}
