import type { Ports } from '@quire/ports/ports';
import type { ContainerModuleLoadOptions } from 'inversify';
import { type PortName, portToken } from './port-tokens';

/** Binds each of these ports to its token, as the adapter it already is (the modules make them from the configuration). */
export const bindPorts = (bind: ContainerModuleLoadOptions['bind'], ports: Partial<Pick<Ports, PortName>>): void => {
  for (const [name, port] of Object.entries(ports)) bind(portToken(name as PortName)).toConstantValue(port);
};
