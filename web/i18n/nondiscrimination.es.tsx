/**
 * The nondiscrimination and language assistance page's words in Spanish, typed by the English ones
 * (nondiscrimination.en.tsx): HHS's sample notice (45 CFR 92.10) in plain US Spanish, "usted".
 */
import type { ReactNode } from 'react';
import { provider } from '#contract';
import { providerEs } from '#contract/provider.es';
import type { NondiscriminationWords } from './nondiscrimination.en';

const brand = provider.brandName;
const grounds = 'raza, color, origen nacional, edad, discapacidad o sexo';

export const nondiscrimination: NondiscriminationWords = {
  hero: {
    eyebrow: 'Sus derechos',
    title: 'No discriminación y ayuda con el idioma',
    lead: `${brand} cumple las leyes federales de derechos civiles. Tratamos a todos por igual, y damos ayuda gratis a quien la necesite para hablar con nosotros o para leer lo que escribimos.`,
  },
  contents: 'En esta página',
  policy: {
    title: 'Nuestra política contra la discriminación',
    paragraphs: [
      `${brand} cumple las leyes federales de derechos civiles que correspondan y no discrimina por raza, color, origen nacional, edad, discapacidad o sexo (esto incluye las características sexuales, como los rasgos intersexuales; el embarazo o afecciones relacionadas; la orientación sexual; la identidad de género; y los estereotipos sobre el sexo).`,
      `${brand} no deja fuera a nadie ni trata peor a nadie por su ${grounds}.`,
    ],
  },
  aids: {
    title: 'Ayuda gratis para personas con discapacidades',
    intro: `${brand} ofrece a las personas con discapacidades modificaciones razonables y ayudas y servicios auxiliares adecuados, gratis y a tiempo, para que puedan comunicarse bien con nosotros, como:`,
    items: ['Intérpretes de lengua de señas calificados', 'Información escrita en otros formatos: letra grande, audio, formatos electrónicos accesibles y otros formatos'],
  },
  language: {
    title: 'Ayuda gratis con el idioma',
    intro: `${brand} ofrece servicios de ayuda con el idioma, gratis y a tiempo, a las personas cuyo idioma principal no es el inglés, como:`,
    items: ['Intérpretes calificados', 'Información escrita en otros idiomas'],
  },
  ask: {
    title: 'Cómo pedir ayuda',
    text: (phone: ReactNode, email: ReactNode) => (
      <>
        Si necesita modificaciones razonables, ayudas y servicios auxiliares adecuados o ayuda con el idioma, llámenos al {phone} o escríbanos a {email}. También
        puede pedírselo a nuestro coordinador de la Sección 1557 (vea abajo).
      </>
    ),
  },
  coordinator: {
    title: 'Nuestro coordinador de la Sección 1557',
    intro: 'La persona que vigila que cumplamos estas leyes y que recibe las quejas:',
    role: providerEs.section1557Title,
    phone: 'Teléfono:',
    email: 'Correo electrónico:',
    address: 'Correo postal:',
  },
  grievance: {
    title: 'Cómo presentarnos una queja',
    paragraphs: [
      `Si cree que ${brand} no le dio estos servicios, o que lo discriminó de otra forma por su ${grounds}, puede presentar una queja ante nuestro coordinador de la Sección 1557.`,
      'Puede presentar su queja en persona, por correo postal o por correo electrónico, en la dirección, el teléfono o el correo de arriba. Si necesita ayuda para presentar la queja, nuestro coordinador de la Sección 1557 puede ayudarle.',
    ],
  },
  ocr: {
    title: 'Cómo presentar una queja ante el gobierno federal',
    intro: (agency: ReactNode) => (
      <>
        También puede presentar una queja de derechos civiles ante la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los Estados Unidos ({agency}):
      </>
    ),
    portal: (link: ReactNode) => <>Por internet, en el portal de quejas de la Oficina de Derechos Civiles: {link}</>,
    mail: 'Por correo postal:',
    phone: (phone: ReactNode, tdd: ReactNode) => (
      <>
        Por teléfono: {phone}, o {tdd} (TDD, para personas sordas)
      </>
    ),
    forms: (link: ReactNode) => <>Los formularios de queja están en {link}.</>,
  },
  taglines: {
    title: 'Ayuda en su idioma',
    intro: 'Tenemos ayuda gratis con el idioma, y ayudas y servicios gratis para recibir la información en otros formatos. Cada línea de abajo lo dice en su propio idioma:',
  },
};
