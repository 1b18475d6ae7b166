import { contentImageUrl } from '@shared/links.ts';
import { mediaSrcSet, sizedMediaUrl } from '@shared/media.ts';
import { Carousel } from '@/components/carousel/carousel.tsx';
import { useSchool, useWords } from '@/lib/site.ts';
import { SLIDE_SIZE, SLIDE_SIZES } from '../home-text.ts';
import { CAROUSEL_TIMING } from './carousel-timing.ts';
import { HomeSection } from './home-section.tsx';

/** The main slider (school.yaml `home.slides`), moved by its buttons; its first image is the LCP. */
export function HeroSlider() {
  const homeText = useWords().home;
  const slides = useSchool().home?.slides ?? [];
  if (slides.length === 0) return null;
  return (
    <HomeSection title={homeText.headings.slider} hideTitle className="home-hero">
      <Carousel
        role="group"
        label={homeText.headings.slider}
        words={homeText.carousel}
        variant="hero"
        {...CAROUSEL_TIMING}
      >
        {slides.map((slide, i) => {
          const url = contentImageUrl(slide.image);
          // A photo at the server's widths up to the slider's; a drawing scales itself.
          const photo = !/\.svg$/i.test(slide.image);
          return (
            <figure key={slide.image} className="home-hero__slide">
              <img
                className="home-hero__image"
                src={photo ? sizedMediaUrl(url, SLIDE_SIZE.width) : url}
                {...(photo ? { srcSet: mediaSrcSet(url, SLIDE_SIZE.width) } : {})}
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
          );
        })}
      </Carousel>
    </HomeSection>
  );
}
