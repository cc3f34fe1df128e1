import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startupBanner } from '../src/startup-banner.ts';

describe('the start-up banner', () => {
  it('names the four apps, the dev module, the data folder and how to stop', () => {
    const banner = startupBanner(loadConfig({}));
    expect(banner).toBe(
      [
        'Terminservice is running (demo mode):',
        '  WEB         http://localhost:8080/terminservice',
        '  TSS/DISPO   http://localhost:8081/terminservice',
        '  SURGERY     http://localhost:8082/terminservice',
        '  SMED        http://localhost:8083/terminservice',
        '  dev module  http://localhost:8080/terminservice/dev (codes, outbox with PINs, tokens)',
        'Data: data/pglite/ (PGlite, kept between starts)',
        'Stop: Ctrl+C',
        '',
      ].join('\n'),
    );
  });

  it('shows the PostgreSQL address without its password, and no dev module outside demo mode', () => {
    const banner = startupBanner(
      loadConfig({
        DEMO: '0',
        PORT_WEB: '9090',
        DATABASE_URL: 'postgres://tss:geheim@db.example:5432/termine?password=auch-geheim',
      }),
    );
    expect(banner).not.toContain('geheim');
    expect(banner).not.toContain('dev module');
    expect(banner).toContain('Terminservice is running:\n  WEB         http://localhost:9090/');
    expect(banner).toContain('Data: PostgreSQL postgres://tss@db.example:5432/termine\n');
  });
});
