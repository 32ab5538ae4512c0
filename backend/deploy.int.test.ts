import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compose = (...args: string[]) =>
  spawnSync('docker-compose', args, { cwd: root, encoding: 'utf8', env: { ...process.env, COMPOSE_INTERACTIVE_NO_CLI: '1' } });
const available = !compose('version').error;
if (!available) console.info('Compose file check skipped: docker-compose is not installed (apt-get install docker-compose)');

/** One service's block of `docker-compose config` output (services are indented two spaces). */
function serviceBlock(rendered: string, name: string): string {
  const services = `\n${rendered.slice(rendered.search(/^services:$/m))}`;
  const start = services.indexOf(`\n  ${name}:\n`);
  if (start < 0) return '';
  const next = services.slice(start + 1).search(/\n {2}\S|\n\S/);
  return services.slice(start, next < 0 ? undefined : start + 1 + next);
}

describe.skipIf(!available).each([
  // Prometheus and Grafana start only with `--profile monitoring` (docker-compose 1.x lists them regardless).
  ['docker-compose.yml', ['eventstore', 'mongo', 'prometheus', 'grafana']],
  ['docker-compose.cluster.yml', ['es1', 'es2', 'es3', 'mongo1', 'mongo2', 'mongo3', 'mongo-init']],
])('%s', (file, stores) => {
  it('is valid for docker-compose (config -q)', () => {
    const r = compose('-f', file, 'config', '-q');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('runs two web instances behind nginx, one projector, the stores, and no demo content', () => {
    const services = compose('-f', file, 'config', '--services').stdout.trim().split('\n').sort();
    expect(services).toEqual([...stores, 'lb', 'projector', 'web1', 'web2'].sort());
    const rendered = compose('-f', file, 'config').stdout;
    expect(serviceBlock(rendered, 'lb')).toMatch(/image: nginx:/);
    for (const [service, role] of [
      ['web1', 'web'],
      ['web2', 'web'],
      ['projector', 'projector'],
    ]) {
      const block = serviceBlock(rendered, service!);
      expect(block, service).toMatch(new RegExp(`ROLE: ${role}\\n`));
      expect(block, service).toMatch(/SEED_DEMO: "?false"?\n/);
      expect(block, service).toMatch(/MONGO_URL: mongodb:\/\/\S+replicaSet=rs0/);
    }
    if (file.includes('cluster')) {
      expect(serviceBlock(rendered, 'es1')).toMatch(/EVENTSTORE_CLUSTER_SIZE: '3'/);
      expect(serviceBlock(rendered, 'web1')).toMatch(/EVENTSTORE_URL: esdb:\/\/es1:2113,es2:2113,es3:2113/);
      expect(serviceBlock(rendered, 'mongo-init')).toMatch(/mongo3:27017/);
    }
  });
});

describe.skipIf(!available)('the monitoring profile (docker-compose.yml)', () => {
  it('is valid, and runs Prometheus and Grafana only with the profile, scraping every app process', () => {
    const r = compose('-f', 'docker-compose.yml', '--profile', 'monitoring', 'config', '-q');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const rendered = compose('-f', 'docker-compose.yml', '--profile', 'monitoring', 'config').stdout;
    for (const service of ['prometheus', 'grafana'])
      expect(serviceBlock(rendered, service), service).toMatch(/profiles:\n\s+- monitoring\n/);
    for (const service of ['web1', 'web2', 'projector'])
      expect(serviceBlock(rendered, service), service).toMatch(/METRICS_PORT: '9464'/);
    const scrape = readFileSync(path.join(root, 'deploy/prometheus/prometheus.yml'), 'utf8');
    for (const target of ['web1:9464', 'web2:9464', 'projector:9464']) expect(scrape).toContain(`'${target}'`);
    // Grafana: the data source and the dashboard it provisions, the dashboard's queries naming the site's families.
    expect(serviceBlock(rendered, 'grafana')).toMatch(/deploy\/grafana\/provisioning:\/etc\/grafana\/provisioning/);
    const dashboard = JSON.parse(readFileSync(path.join(root, 'deploy/grafana/dashboards/site.json'), 'utf8')) as {
      panels: { targets?: { expr: string }[] }[];
    };
    const queries = dashboard.panels
      .flatMap((p) => p.targets ?? [])
      .map((t) => t.expr)
      .join('\n');
    for (const family of [
      'http_request_duration_seconds',
      'events_appended_total',
      'projection_lag_seconds',
      'socketio_connections',
      'kick_deliveries_total',
      'chat_outbox_messages_total',
      'tracking_lane_waiting',
      'nodejs_eventloop_lag',
    ])
      expect(queries, family).toContain(family);
  });
});
