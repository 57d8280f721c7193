import type { ServiceRegistry } from '../platform/registry.js';
import type { PlatformServices, Services } from './services.js';
import type { DomainModule, ModuleContext, ServiceFactory } from './module.js';

type ServiceName = keyof ServiceRegistry;

/**
 * Builds every module's services in the order their `needs` ask for. A factory sees the platform
 * services and the services it declared, nothing else: reaching an undeclared one throws at start,
 * so a manifest's dependencies cannot silently go stale. A cycle is refused by name.
 */
export function buildModuleServices(platform: PlatformServices, modules: readonly DomainModule[], context: ModuleContext): Services {
  const factories = new Map<string, ServiceFactory<ServiceName>>();
  for (const module of modules) {
    for (const [name, factory] of Object.entries(module.services ?? {})) {
      if (factories.has(name) || name in platform) throw new Error(`service ${name} is declared twice (module ${module.folder})`);
      factories.set(name, factory as ServiceFactory<ServiceName>);
    }
  }
  const built = new Map<string, unknown>();
  const building: string[] = [];
  const build = (name: string): unknown => {
    if (built.has(name)) return built.get(name);
    const factory = factories.get(name);
    if (!factory) throw new Error(`no module declares the service ${name}${building.length ? ` (needed by ${building.at(-1)})` : ''}`);
    if (building.includes(name)) throw new Error(`services need each other in a cycle: ${[...building, name].join(' -> ')}`);
    building.push(name);
    for (const need of factory.needs) build(need);
    const allowed = new Set<string>(factory.needs);
    const view = new Proxy(platform, {
      get: (target, key) => {
        if (typeof key !== 'string' || key in target) return Reflect.get(target, key);
        if (!allowed.has(key)) throw new Error(`service ${name} uses ${key} without declaring it in needs`);
        return built.get(key);
      },
    }) as Services;
    built.set(name, factory.create(view, context));
    building.pop();
    return built.get(name);
  };
  for (const name of factories.keys()) build(name);
  return { ...platform, ...Object.fromEntries(built) } as Services;
}
