/** The core's providers, registered once when the payments routes load. */
import { registerProvider } from '../registry.ts';
import { agencyFundsProvider, depositProvider, partialProvider } from './agencyFunds.ts';

export function registerCoreProviders(): void {
  registerProvider(agencyFundsProvider);
  registerProvider(partialProvider);
  registerProvider(depositProvider);
}
