/** A reference entry named in both interface languages. */
interface Named {
  slug: string;
  en: string;
  es: string;
}

export interface CategoryData extends Named {
  subcategories: Named[];
}

/**
 * Areas of expertise offered on the marketplace. Slugs are permanent (links and filters use them);
 * names may be edited and reach existing databases on the next start.
 */
export const CATEGORIES: readonly CategoryData[] = [
  {
    slug: 'health-wellness',
    en: 'Health & Wellness',
    es: 'Salud y bienestar',
    subcategories: [
      { slug: 'nutrition', en: 'Nutrition', es: 'Nutrición' },
      { slug: 'fitness-training', en: 'Fitness Training', es: 'Entrenamiento físico' },
      { slug: 'sleep-health', en: 'Sleep Health', es: 'Salud del sueño' },
      { slug: 'yoga-meditation', en: 'Yoga & Meditation', es: 'Yoga y meditación' },
      { slug: 'physiotherapy', en: 'Physiotherapy', es: 'Fisioterapia' },
    ],
  },
  {
    slug: 'psychology',
    en: 'Psychology',
    es: 'Psicología',
    subcategories: [
      { slug: 'anxiety-stress', en: 'Anxiety & Stress', es: 'Ansiedad y estrés' },
      { slug: 'couples-therapy', en: 'Couples Therapy', es: 'Terapia de pareja' },
      { slug: 'child-psychology', en: 'Child Psychology', es: 'Psicología infantil' },
      { slug: 'grief-counseling', en: 'Grief Counseling', es: 'Acompañamiento en el duelo' },
      { slug: 'life-coaching', en: 'Life Coaching', es: 'Coaching de vida' },
    ],
  },
  {
    slug: 'legal',
    en: 'Legal Advice',
    es: 'Asesoría legal',
    subcategories: [
      { slug: 'family-law', en: 'Family Law', es: 'Derecho de familia' },
      { slug: 'immigration-law', en: 'Immigration Law', es: 'Derecho migratorio' },
      { slug: 'business-law', en: 'Business Law', es: 'Derecho mercantil' },
      { slug: 'real-estate-law', en: 'Real Estate Law', es: 'Derecho inmobiliario' },
      { slug: 'employment-law', en: 'Employment Law', es: 'Derecho laboral' },
    ],
  },
  {
    slug: 'finance',
    en: 'Finance',
    es: 'Finanzas',
    subcategories: [
      { slug: 'personal-finance', en: 'Personal Finance', es: 'Finanzas personales' },
      { slug: 'tax-planning', en: 'Tax Planning', es: 'Planificación fiscal' },
      { slug: 'investing', en: 'Investing', es: 'Inversiones' },
      { slug: 'retirement-planning', en: 'Retirement Planning', es: 'Planificación de la jubilación' },
      { slug: 'accounting', en: 'Accounting', es: 'Contabilidad' },
    ],
  },
  {
    slug: 'business',
    en: 'Business & Entrepreneurship',
    es: 'Negocios y emprendimiento',
    subcategories: [
      { slug: 'startups', en: 'Startups', es: 'Startups' },
      { slug: 'marketing-strategy', en: 'Marketing Strategy', es: 'Estrategia de marketing' },
      { slug: 'sales', en: 'Sales', es: 'Ventas' },
      { slug: 'project-management', en: 'Project Management', es: 'Gestión de proyectos' },
      { slug: 'human-resources', en: 'Human Resources', es: 'Recursos humanos' },
    ],
  },
  {
    slug: 'technology',
    en: 'Technology',
    es: 'Tecnología',
    subcategories: [
      { slug: 'web-development', en: 'Web Development', es: 'Desarrollo web' },
      { slug: 'mobile-apps', en: 'Mobile Apps', es: 'Aplicaciones móviles' },
      { slug: 'data-science', en: 'Data Science', es: 'Ciencia de datos' },
      { slug: 'cybersecurity', en: 'Cybersecurity', es: 'Ciberseguridad' },
      { slug: 'cloud-computing', en: 'Cloud Computing', es: 'Computación en la nube' },
    ],
  },
  {
    slug: 'career',
    en: 'Career Development',
    es: 'Desarrollo profesional',
    subcategories: [
      { slug: 'resume-review', en: 'Resume Review', es: 'Revisión de currículum' },
      { slug: 'interview-preparation', en: 'Interview Preparation', es: 'Preparación de entrevistas' },
      { slug: 'career-change', en: 'Career Change', es: 'Cambio de carrera' },
      { slug: 'leadership', en: 'Leadership', es: 'Liderazgo' },
      { slug: 'salary-negotiation', en: 'Salary Negotiation', es: 'Negociación salarial' },
    ],
  },
  {
    slug: 'education',
    en: 'Education & Tutoring',
    es: 'Educación y tutorías',
    subcategories: [
      { slug: 'math-tutoring', en: 'Math Tutoring', es: 'Tutoría de matemáticas' },
      { slug: 'science-tutoring', en: 'Science Tutoring', es: 'Tutoría de ciencias' },
      { slug: 'test-preparation', en: 'Test Preparation', es: 'Preparación de exámenes' },
      { slug: 'college-admissions', en: 'College Admissions', es: 'Admisiones universitarias' },
      { slug: 'study-skills', en: 'Study Skills', es: 'Técnicas de estudio' },
    ],
  },
  {
    slug: 'languages',
    en: 'Languages',
    es: 'Idiomas',
    subcategories: [
      { slug: 'english-lessons', en: 'English Lessons', es: 'Clases de inglés' },
      { slug: 'spanish-lessons', en: 'Spanish Lessons', es: 'Clases de español' },
      { slug: 'french-lessons', en: 'French Lessons', es: 'Clases de francés' },
      { slug: 'german-lessons', en: 'German Lessons', es: 'Clases de alemán' },
      { slug: 'translation', en: 'Translation', es: 'Traducción' },
    ],
  },
  {
    slug: 'design',
    en: 'Design & Creative',
    es: 'Diseño y creatividad',
    subcategories: [
      { slug: 'graphic-design', en: 'Graphic Design', es: 'Diseño gráfico' },
      { slug: 'ux-ui-design', en: 'UX/UI Design', es: 'Diseño UX/UI' },
      { slug: 'photography', en: 'Photography', es: 'Fotografía' },
      { slug: 'interior-design', en: 'Interior Design', es: 'Diseño de interiores' },
      { slug: 'video-editing', en: 'Video Editing', es: 'Edición de video' },
    ],
  },
  {
    slug: 'home-garden',
    en: 'Home & Garden',
    es: 'Hogar y jardín',
    subcategories: [
      { slug: 'home-repair', en: 'Home Repair', es: 'Reparaciones del hogar' },
      { slug: 'gardening', en: 'Gardening', es: 'Jardinería' },
      { slug: 'home-organization', en: 'Home Organization', es: 'Organización del hogar' },
      { slug: 'energy-efficiency', en: 'Energy Efficiency', es: 'Eficiencia energética' },
    ],
  },
  {
    slug: 'parenting',
    en: 'Parenting & Family',
    es: 'Crianza y familia',
    subcategories: [
      { slug: 'newborn-care', en: 'Newborn Care', es: 'Cuidado del recién nacido' },
      { slug: 'child-development', en: 'Child Development', es: 'Desarrollo infantil' },
      { slug: 'teen-parenting', en: 'Parenting Teens', es: 'Crianza de adolescentes' },
      { slug: 'family-mediation', en: 'Family Mediation', es: 'Mediación familiar' },
    ],
  },
  {
    slug: 'music-arts',
    en: 'Music & Arts',
    es: 'Música y artes',
    subcategories: [
      { slug: 'guitar-lessons', en: 'Guitar Lessons', es: 'Clases de guitarra' },
      { slug: 'piano-lessons', en: 'Piano Lessons', es: 'Clases de piano' },
      { slug: 'singing', en: 'Singing', es: 'Canto' },
      { slug: 'music-production', en: 'Music Production', es: 'Producción musical' },
      { slug: 'drawing-painting', en: 'Drawing & Painting', es: 'Dibujo y pintura' },
    ],
  },
  {
    slug: 'travel-relocation',
    en: 'Travel & Relocation',
    es: 'Viajes y mudanzas',
    subcategories: [
      { slug: 'trip-planning', en: 'Trip Planning', es: 'Planificación de viajes' },
      { slug: 'study-abroad', en: 'Study Abroad', es: 'Estudiar en el extranjero' },
      { slug: 'moving-abroad', en: 'Moving Abroad', es: 'Mudarse al extranjero' },
      { slug: 'visa-guidance', en: 'Visa Guidance', es: 'Orientación sobre visados' },
    ],
  },
  {
    slug: 'pets',
    en: 'Pets',
    es: 'Mascotas',
    subcategories: [
      { slug: 'dog-training', en: 'Dog Training', es: 'Adiestramiento canino' },
      { slug: 'pet-nutrition', en: 'Pet Nutrition', es: 'Nutrición de mascotas' },
      { slug: 'pet-behavior', en: 'Pet Behavior', es: 'Comportamiento animal' },
      { slug: 'veterinary-advice', en: 'Veterinary Advice', es: 'Orientación veterinaria' },
    ],
  },
];
