import { homeContent, SLIDE_SIZE, SLIDE_SIZES, slideSrc, slideSrcSet } from '@content/home.ts';
import { Carousel } from '@/components/carousel/carousel.tsx';
import { HomeSection } from './home-section.tsx';

/** The main slider: the site's own campus illustrations, 3 s per slide. Its first image is the page's LCP. */
export function HeroSlider() {
  const slides = homeContent.slides;
  return (
    <HomeSection title={homeContent.headings.slider} hideTitle className="home-hero">
      <Carousel
        role="group"
        label={homeContent.headings.slider}
        variant="hero"
        autoplaySpeed={3000}
        speed={700}
      >
        {slides.map((slide, i) => (
          <figure key={slide.n} className="home-hero__slide">
            <img
              className="home-hero__image"
              src={slideSrc(slide.n, 1280)}
              srcSet={slideSrcSet(slide.n)}
              sizes={SLIDE_SIZES}
              width={SLIDE_SIZE.width}
              height={SLIDE_SIZE.height}
              alt={slide.alt}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding={i === 0 ? 'auto' : 'async'}
            />
            <figcaption className="home-hero__caption">{slide.caption}</figcaption>
          </figure>
        ))}
      </Carousel>
    </HomeSection>
  );
}
