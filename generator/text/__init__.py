"""Text shown to users: numbers and words in English and French."""
