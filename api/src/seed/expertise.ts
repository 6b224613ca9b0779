/** What experts of each category do, for generated profiles: roles, credentials, a sentence about them. */
export interface Expertise {
  roles: string[];
  /** [credential, issuing organisation] */
  certifications: [string, string][];
  pitches: string[];
}

export const EXPERTISE: Record<string, Expertise> = {
  'health-wellness': {
    roles: ['Registered Dietitian', 'Certified Personal Trainer', 'Yoga Instructor', 'Physiotherapist'],
    certifications: [
      ['Registered Dietitian Nutritionist', 'Commission on Dietetic Registration'],
      ['Certified Personal Trainer', 'National Academy of Sports Medicine'],
      ['200-Hour Registered Yoga Teacher', 'Yoga Alliance'],
      ['Certified Sleep Science Coach', 'Spencer Institute'],
    ],
    pitches: [
      'I build realistic plans around food, movement and rest that fit a busy week.',
      'Small, steady habits beat crash programs; I help you find the ones that last.',
    ],
  },
  psychology: {
    roles: ['Clinical Psychologist', 'Licensed Therapist', 'Family Counselor', 'Certified Life Coach'],
    certifications: [
      ['Cognitive Behavioral Therapy Certification', 'Beck Institute'],
      ['Gottman Method Couples Therapy, Level 2', 'The Gottman Institute'],
      ['Certified Grief Counselor', 'American Academy of Grief Counseling'],
      ['Professional Certified Coach', 'International Coaching Federation'],
    ],
    pitches: [
      'A calm, confidential space to understand what you feel and decide what to do next.',
      'Evidence-based tools for stress, relationships and change, explained in plain words.',
    ],
  },
  legal: {
    roles: ['Family Lawyer', 'Immigration Attorney', 'Corporate Lawyer', 'Employment Law Advisor'],
    certifications: [
      ['Juris Doctor', 'Georgetown University Law Center'],
      ['Certified Family Law Specialist', 'State Bar of California'],
      ['Immigration and Nationality Law Certificate', 'American Immigration Lawyers Association'],
      ['Master of Laws in Business Law', 'Universidad de Salamanca'],
    ],
    pitches: [
      'Clear answers about your rights and options before you sign, file or negotiate.',
      'I translate legal procedures into concrete next steps, costs and timelines.',
    ],
  },
  finance: {
    roles: ['Certified Financial Planner', 'Tax Advisor', 'Investment Analyst', 'Chartered Accountant'],
    certifications: [
      ['Certified Financial Planner', 'CFP Board'],
      ['Chartered Financial Analyst', 'CFA Institute'],
      ['Enrolled Agent', 'Internal Revenue Service'],
      ['Chartered Accountant', 'ICAEW'],
    ],
    pitches: [
      'Budgets, taxes and investments reviewed together, so every decision fits your goals.',
      'Independent, jargon-free advice on saving, investing and planning for retirement.',
    ],
  },
  business: {
    roles: ['Startup Advisor', 'Marketing Strategist', 'Sales Coach', 'Project Manager', 'HR Consultant'],
    certifications: [
      ['Project Management Professional', 'Project Management Institute'],
      ['Google Ads Search Certification', 'Google'],
      ['SHRM Certified Professional', 'Society for Human Resource Management'],
      ['Certified ScrumMaster', 'Scrum Alliance'],
    ],
    pitches: [
      'From idea to first customers: positioning, pricing and a plan you can execute.',
      'Practical frameworks for growing teams, pipelines and brands without wasting budget.',
    ],
  },
  technology: {
    roles: [
      'Full-Stack Developer',
      'Mobile Engineer',
      'Data Scientist',
      'Security Consultant',
      'Cloud Architect',
    ],
    certifications: [
      ['AWS Certified Solutions Architect – Professional', 'Amazon Web Services'],
      ['Certified Information Systems Security Professional', 'ISC2'],
      ['Professional Data Engineer', 'Google Cloud'],
      ['Certified Kubernetes Administrator', 'Cloud Native Computing Foundation'],
    ],
    pitches: [
      'Code reviews, architecture decisions and debugging sessions with someone who has shipped.',
      'I help teams and founders pick the right tools and avoid expensive technical mistakes.',
    ],
  },
  career: {
    roles: ['Career Coach', 'Executive Recruiter', 'Leadership Coach', 'Resume Writer'],
    certifications: [
      ['Certified Professional Resume Writer', 'Professional Association of Résumé Writers'],
      ['Associate Certified Coach', 'International Coaching Federation'],
      ['Certified Career Services Provider', 'National Career Development Association'],
    ],
    pitches: [
      'Sharper resumes, better interviews and a clear story about where you are going next.',
      'I have hired hundreds of people; I will show you what recruiters actually look for.',
    ],
  },
  education: {
    roles: ['Math Tutor', 'Science Teacher', 'Test Prep Coach', 'College Admissions Counselor'],
    certifications: [
      ['Master of Education', 'University of Toronto'],
      ['Certified Educational Planner', 'American Institute of Certified Educational Planners'],
      ['Teaching Certificate in Secondary Mathematics', 'New York State Education Department'],
    ],
    pitches: [
      'Patient, structured lessons that turn confusion into confidence before exam day.',
      'Study plans, practice and feedback tailored to how each student learns best.',
    ],
  },
  languages: {
    roles: ['English Teacher', 'Spanish Tutor', 'French Teacher', 'German Tutor', 'Certified Translator'],
    certifications: [
      ['CELTA', 'Cambridge English'],
      ['DELE Examiner Accreditation', 'Instituto Cervantes'],
      ['DAEFLE', 'Alliance Française'],
      ['Certified Translator', 'American Translators Association'],
    ],
    pitches: [
      'Conversation-first lessons with real situations, from job interviews to travel.',
      'Grammar when you need it, speaking practice every time, progress you can hear.',
    ],
  },
  design: {
    roles: ['Graphic Designer', 'UX Designer', 'Photographer', 'Interior Designer', 'Video Editor'],
    certifications: [
      ['Adobe Certified Professional in Graphic Design', 'Adobe'],
      ['Google UX Design Professional Certificate', 'Google'],
      ['NCIDQ Certification', 'Council for Interior Design Qualification'],
    ],
    pitches: [
      'Honest feedback on your portfolio, brand or space, with concrete fixes to try.',
      'I help you make visual decisions faster: layout, color, type and storytelling.',
    ],
  },
  'home-garden': {
    roles: ['Home Renovation Advisor', 'Master Gardener', 'Professional Organizer', 'Energy Auditor'],
    certifications: [
      ['Master Gardener', 'Royal Horticultural Society'],
      ['Certified Professional Organizer', 'Board of Certification for Professional Organizers'],
      ['Building Analyst Professional', 'Building Performance Institute'],
    ],
    pitches: [
      'Show me the room, the leak or the garden bed on camera and we will plan the fix together.',
      'Practical advice to make your home more comfortable, tidy and cheaper to run.',
    ],
  },
  parenting: {
    roles: ['Pediatric Nurse', 'Parenting Coach', 'Child Development Specialist', 'Family Mediator'],
    certifications: [
      ['Certified Pediatric Nurse', 'Pediatric Nursing Certification Board'],
      ['Positive Discipline Parent Educator', 'Positive Discipline Association'],
      ['Accredited Family Mediator', 'Family Mediation Council'],
    ],
    pitches: [
      'Warm, practical guidance for sleep, routines, tantrums and the teenage years.',
      'Every family is different; together we find what works for yours.',
    ],
  },
  'music-arts': {
    roles: ['Guitar Teacher', 'Piano Teacher', 'Vocal Coach', 'Music Producer', 'Illustrator'],
    certifications: [
      ['Bachelor of Music', 'Berklee College of Music'],
      ['Grade 8 Piano with Distinction', 'ABRSM'],
      ['Ableton Certified Trainer', 'Ableton'],
    ],
    pitches: [
      'Lessons for beginners and returning players, built around the songs you love.',
      'Technique, creativity and feedback on your own work, one session at a time.',
    ],
  },
  'travel-relocation': {
    roles: ['Travel Planner', 'Relocation Consultant', 'Study Abroad Advisor', 'Visa Consultant'],
    certifications: [
      ['Certified Travel Associate', 'The Travel Institute'],
      ['Global Mobility Specialist', 'Worldwide ERC'],
      ['Regulated Immigration Consultant', 'College of Immigration and Citizenship Consultants'],
    ],
    pitches: [
      'Itineraries, paperwork and the local knowledge that makes a move or a trip go smoothly.',
      'I have lived in five countries and help people plan theirs without surprises.',
    ],
  },
  pets: {
    roles: ['Dog Trainer', 'Veterinary Nurse', 'Animal Behaviorist', 'Pet Nutritionist'],
    certifications: [
      ['Certified Professional Dog Trainer', 'Certification Council for Professional Dog Trainers'],
      ['Registered Veterinary Technician', 'National Association of Veterinary Technicians in America'],
      ['Certified Animal Behavior Consultant', 'International Association of Animal Behavior Consultants'],
    ],
    pitches: [
      'Kind, reward-based training and clear advice for healthier, calmer pets.',
      'From puppy basics to behavior problems, we work on a plan you can follow at home.',
    ],
  },
};
