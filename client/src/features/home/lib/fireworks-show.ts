// The fireworks as a small simulation on any 2D context, so it runs in a worker (fireworks-worker.ts;
// tsparticles needs `window`), keeping frames off the main thread. As light as fireworks-options.ts.

/** Spec section 4: the fireworks use at most 500 particles. */
export const MAX_FIREWORK_PARTICLES = 500;
export const FIREWORKS_FPS_LIMIT = 30;
/** Launch time; the show ends when the last spark fades. */
export const FIREWORKS_SHOW_SECONDS = 8;
export const ROCKETS_PER_SECOND = 2;
export const SPARKS_PER_ROCKET = { min: 25, max: 40 };
export const FIREWORK_COLORS = ['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#f4f1de', '#e07a5f'];
/** A spark's longest life, in seconds. */
export const SPARK_LIFE_SECONDS = { min: 0.6, max: 1.3 };

type Context2D = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'fillRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'globalAlpha'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
>;

interface Particle {
  rocket: boolean;
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** Rockets' burst height (unused for sparks). */
  burstY: number;
  age: number;
  life: number;
  size: number;
  color: string;
}

export class FireworksShow {
  private particles: Particle[] = [];
  private elapsed = 0;
  private nextLaunch = 0;
  private width = 0;
  private height = 0;
  /** Pixels per CSS pixel, so speeds and sizes match on every screen. */
  private scale = 1;

  private readonly random: () => number;

  constructor(random: () => number = Math.random) {
    this.random = random;
  }

  resize(width: number, height: number, scale: number): void {
    this.width = width;
    this.height = height;
    this.scale = scale;
  }

  get particleCount(): number {
    return this.particles.length;
  }

  /** True once launching ended and every spark faded. */
  get finished(): boolean {
    return this.elapsed >= FIREWORKS_SHOW_SECONDS && this.particles.length === 0;
  }

  /** Moves the show on by `dt` seconds. */
  advance(dt: number): void {
    // A long gap (background tab) must not fire a volley of late rockets.
    const step = Math.min(dt, 0.1);
    this.elapsed += step;
    while (this.elapsed >= this.nextLaunch && this.nextLaunch < FIREWORKS_SHOW_SECONDS) {
      this.launch();
      this.nextLaunch += 1 / ROCKETS_PER_SECOND;
    }
    const gravity = 160 * this.scale;
    const drag = Math.exp(-1.8 * step);
    const alive: Particle[] = [];
    const bursts: Particle[] = [];
    for (const p of this.particles) {
      p.age += step;
      p.x += p.vx * step;
      p.y += p.vy * step;
      if (p.rocket) {
        if (p.y <= p.burstY) bursts.push(p);
        else alive.push(p);
        continue;
      }
      p.vx *= drag;
      p.vy = p.vy * drag + gravity * step;
      if (p.age < p.life && p.y < this.height) alive.push(p);
    }
    this.particles = alive;
    for (const rocket of bursts) this.burst(rocket);
  }

  draw(ctx: Context2D): void {
    ctx.clearRect(0, 0, this.width, this.height);
    ctx.lineWidth = this.scale;
    ctx.strokeStyle = '#ffffff';
    for (const p of this.particles) {
      if (p.rocket) {
        ctx.globalAlpha = 0.8;
        ctx.beginPath();
        ctx.moveTo(p.x, p.y);
        ctx.lineTo(p.x - p.vx * 0.08, p.y - p.vy * 0.08);
        ctx.stroke();
      } else {
        ctx.globalAlpha = Math.max(0, 1 - p.age / p.life);
        ctx.fillStyle = p.color;
        ctx.fillRect(p.x, p.y, p.size, p.size);
      }
    }
    ctx.globalAlpha = 1;
  }

  private between(range: { min: number; max: number }): number {
    return range.min + (range.max - range.min) * this.random();
  }

  private launch(): void {
    // At the cap, a rocket waits rather than pushing sparks out.
    if (this.particles.length >= MAX_FIREWORK_PARTICLES || this.width === 0) return;
    const h = this.height;
    this.particles.push({
      rocket: true,
      x: this.width / 2 + (this.random() - 0.5) * Math.min(this.width * 0.6, 400 * this.scale),
      y: h,
      vx: (this.random() - 0.5) * 40 * this.scale,
      vy: -h * this.between({ min: 0.9, max: 1.2 }),
      burstY: h * this.between({ min: 0.1, max: 0.35 }),
      age: 0,
      life: Infinity,
      size: this.scale,
      color: '#ffffff',
    });
  }

  private burst(rocket: Particle): void {
    const room = MAX_FIREWORK_PARTICLES - this.particles.length;
    const count = Math.min(room, Math.round(this.between(SPARKS_PER_ROCKET)));
    const color = FIREWORK_COLORS[Math.floor(this.random() * FIREWORK_COLORS.length)]!;
    const reach = Math.min(this.width, this.height) * 0.35;
    for (let i = 0; i < count; i++) {
      const angle = this.random() * Math.PI * 2;
      const speed = reach * this.between({ min: 0.4, max: 1 });
      this.particles.push({
        rocket: false,
        x: rocket.x,
        y: rocket.y,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed,
        burstY: 0,
        age: 0,
        life: this.between(SPARK_LIFE_SECONDS),
        size: this.between({ min: 2, max: 3.5 }) * this.scale,
        color,
      });
    }
  }
}
