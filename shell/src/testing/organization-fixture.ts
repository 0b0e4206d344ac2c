// The organisation the home head shows, as the API answers it (HomeSeo's tests).
export function organizationInfoFixture(description = 'Takı </script> mağazası') {
  return {
    __typename: 'OrganizationInfo' as const,
    name: 'Işıltı Takı',
    url: 'https://example.com',
    logo: 'https://example.com/logo.png',
    description,
    foundingDate: '1998',
    founder: 'Ayşe Yılmaz',
    sameAs: ['https://instagram.com/example'],
    telephone: '+90 212 000 00 00',
    availableLanguages: ['tr', 'en'],
    address: { __typename: 'OrganizationAddress' as const, streetAddress: 'Bağdat Cd. 1', addressLocality: 'Kadıköy', addressRegion: 'İstanbul', postalCode: '34710', addressCountry: 'TR' },
  };
}
