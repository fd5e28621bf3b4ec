/**
 * The installed app's words in Spanish (decision 053): the Spanish manifest's description, shortcuts
 * and screenshot labels, twins of the English ones in manifest.webmanifest, in its order
 * (build/web-manifest.ts builds /es/manifest.webmanifest from both and stops the build when the
 * lists differ in length). `{{consultationLength}}` is the consultation's length in Spanish.
 */
export const appManifestEs = {
  description:
    'Cuidado de heridas en casa, en hogares de ancianos y en centros de vida asistida: reserve una consulta gratuita, envíenos una pregunta y lea las guías de cuidado, también sin conexión.',
  shortcuts: [
    { name: 'Reservar una consulta gratuita', short_name: 'Reservar', description: 'Elija la hora de una consulta gratuita de {{consultationLength}} por teléfono o por video' },
    { name: 'Guías de cuidado', short_name: 'Guías', description: 'Guías de cuidado de heridas para imprimir, que funcionan sin conexión' },
  ],
  /** The screenshots show the English pages: their labels say so. */
  screenshots: ['La página de inicio en un teléfono (en inglés): cuidado de heridas en su casa', 'Reservar una consulta gratuita en una computadora (en inglés)'],
};
