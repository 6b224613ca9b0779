/** Messages of the posts calls (api answers and the forms that share their rules). */
export const postsEn = {
  postCreated: 'Post created successfully',
  postDeleted: 'Post deleted successfully',
  answerCreated: 'Answer created successfully',
  subcategoryNotInCategory: 'The subcategory does not belong to the category',
  postInvalidCategory: 'Select a valid category',
  postExpired: 'This post has expired and no longer takes answers',
} as const;

export const postsEs: Record<keyof typeof postsEn, string> = {
  postCreated: 'Publicación creada con éxito',
  postDeleted: 'Publicación eliminada con éxito',
  answerCreated: 'Respuesta creada con éxito',
  subcategoryNotInCategory: 'La subcategoría no pertenece a la categoría',
  postInvalidCategory: 'Selecciona una categoría válida',
  postExpired: 'Esta publicación ha expirado y ya no admite respuestas',
};
