/** The provider's routes for one school, as its API names them. */
export function providerPaths(schoolId: string, schoolCode: string) {
  const id = encodeURIComponent(schoolId);
  const code = encodeURIComponent(schoolCode);
  // Spec section 7: {schoolId} segments take SCHOOL_ID, {schoolcode} segments take SCHOOL_CODE.
  return {
    topper: `/api/topper/${id}`,
    notification: `/api/notification/${id}`,
    highlight: `/api/highlight/${id}`,
    birthdays: `/api/birthdays/${id}`,
    events: `/api/events/${id}`,
    news: `/api/news/${id}`,
    onlineRegistration: `/api/onlineRegistration/${id}`,
    gallery: `/api/gallery/${id}`,
    galleryAll: `/api/gallery/All/${code}`,
    newsAll: `/api/news/all/${code}`,
    eventsAll: `/api/events/All/${code}`,
    subGallery: (albumId: string) => `/api/subGallery?id=${encodeURIComponent(albumId)}`,
    tc: `/api/tc/${code}`,
    form: `/api/form/${code}/dif`,
    image: (relativePath: string) => `/api/image/${relativePath.split('/').map(encodeURIComponent).join('/')}`,
  } as const;
}
