import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildModuleServices } from '../src/app/module-services.js';
import type { DomainModule, ModuleContext } from '../src/app/module.js';
import { allMigrations } from '../src/app/migrator.js';
import { MODULES } from '../src/generated/modules.js';
import { errorCatalog, errorStatus, registerErrorCodes } from '../src/platform/errors.js';
import type { PlatformServices } from '../src/app/services.js';

// The assembly reads only what a factory reaches; a bare object stands in for the platform services.
const platform = { db: 'db', clock: 'clock' } as unknown as PlatformServices;
const context = {} as ModuleContext;
const moduleWith = (services: Record<string, { needs: string[]; create: (s: any) => unknown }>): DomainModule =>
  ({ folder: 'test', services }) as unknown as DomainModule;

describe('module assembly', () => {
  it('builds services in the order their needs ask for, whatever the order of the manifests', () => {
    const built: string[] = [];
    const services = buildModuleServices(
      platform,
      [
        moduleWith({
          ledger: {
            needs: ['wallets'],
            create: (s) => {
              built.push('ledger');
              return { wallets: s.wallets, db: s.db };
            },
          },
        }),
        moduleWith({
          wallets: {
            needs: [],
            create: () => {
              built.push('wallets');
              return { name: 'wallets' };
            },
          },
        }),
      ],
      context,
    );
    expect(built).toEqual(['wallets', 'ledger']);
    expect((services as any).ledger).toEqual({ wallets: { name: 'wallets' }, db: 'db' });
  });

  it('refuses a factory that reaches a service it did not declare', () => {
    expect(() =>
      buildModuleServices(platform, [moduleWith({ ledger: { needs: [], create: () => ({}) }, wallets: { needs: [], create: (s) => s.ledger } })], context),
    ).toThrow('service wallets uses ledger without declaring it in needs');
  });

  it('refuses a cycle and a service declared twice, by name', () => {
    expect(() =>
      buildModuleServices(
        platform,
        [moduleWith({ ledger: { needs: ['wallets'], create: () => ({}) }, wallets: { needs: ['ledger'], create: () => ({}) } })],
        context,
      ),
    ).toThrow('services need each other in a cycle: ledger -> wallets -> ledger');
    expect(() => buildModuleServices(platform, [moduleWith({ db: { needs: [], create: () => ({}) } })], context)).toThrow('service db is declared twice');
    expect(() => buildModuleServices(platform, [moduleWith({ ledger: { needs: ['fx'], create: () => ({}) } })], context)).toThrow(
      'no module declares the service fx (needed by ledger)',
    );
  });

  it('assembles every module: migrations in name order, error statuses, and one manifest per folder', () => {
    const names = Object.keys(allMigrations());
    // Every migration file, the platform's and each module's, is declared by a manifest.
    const files = [
      ...readdirSync('migrations').filter((f) => f !== 'index.ts'),
      ...readdirSync('src/modules').flatMap((folder) =>
        existsSync(`src/modules/${folder}/migrations`) ? readdirSync(`src/modules/${folder}/migrations`) : [],
      ),
    ].map((f) => f.replace(/\.ts$/, ''));
    expect(names.sort()).toEqual(files.sort());
    expect(names).toContain('2026-11-21T0013_cards');
    expect(new Set(MODULES.map((m) => m.folder)).size).toBe(MODULES.length);
    for (const module of MODULES) registerErrorCodes(module.errorCodes ?? {});
    expect(errorStatus('INSUFFICIENT_FUNDS')).toBe(409);
    expect(errorStatus('CARD_DECLINED')).toBe(402);
    expect(() => registerErrorCodes({ CARD_DECLINED: { status: 400, meaning: 'm', action: 'a' } })).toThrow(
      'error code CARD_DECLINED declared with status 402 and 400',
    );
    // The catalog: every code once, each with a meaning and what to do.
    const catalog = errorCatalog();
    expect(new Set(catalog.map((e) => e.code)).size).toBe(catalog.length);
    for (const entry of catalog) {
      expect(entry.meaning.length, entry.code).toBeGreaterThan(10);
      expect(entry.action.length, entry.code).toBeGreaterThan(5);
    }
  });
});
