import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, CircularProgress, IconButton, Typography } from '@mui/material';
import { IMAGE_PATTERN, LIMITS } from '@server/shop/constants';
import { createProductSchema } from '@server/shop/schemas';
import { type ChangeEvent, useState } from 'react';
import { InputHelperText, useInput } from 'react-admin';
import { fieldRule } from '@/common/field-rule';
import { failureText } from '@/errors';
import { uploadImage } from '../api';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const validateImages = fieldRule(createProductSchema.shape.images);
const identity = (value: unknown) => value;

/**
 * The product's images (`images`), first one first in the shop: each uploaded through the site's
 * upload pipeline (stored as WebP under /uploads), shown as a thumbnail with a way to remove it.
 * An address the server would refuse (IMAGE_PATTERN) is never added.
 */
export function ImagesInput() {
  const { id, field, fieldState } = useInput({
    source: 'images',
    validate: validateImages,
    format: identity,
    parse: identity,
  });
  const images: string[] = Array.isArray(field.value) ? field.value : [];
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const full = images.length >= LIMITS.images;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setUploading(true);
    try {
      const url = await uploadImage(file);
      if (!IMAGE_PATTERN.test(url))
        throw new Error('The upload answered an address the shop refuses');
      field.onChange([...images, url]);
    } catch (error) {
      setProblem(failureText('Upload failed', error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }} aria-describedby={`${id}-help`}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Images
      </Typography>
      {images.length > 0 && (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 1 }}>
          {images.map((url, index) => (
            <Box
              component="li"
              key={url}
              sx={{ listStyle: 'none', position: 'relative', width: 96, height: 96 }}
            >
              <Box
                component="img"
                src={url}
                alt={`Image ${index + 1}${index === 0 ? ' (shown first)' : ''}`}
                sx={{
                  width: 96,
                  height: 96,
                  objectFit: 'cover',
                  borderRadius: 1,
                  display: 'block',
                }}
              />
              <IconButton
                size="small"
                aria-label={`Remove image ${index + 1}`}
                onClick={() => field.onChange(images.filter((_, i) => i !== index))}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Button
        component="label"
        variant="outlined"
        size="small"
        disabled={uploading || full}
        startIcon={uploading ? <CircularProgress size={16} /> : <AddPhotoAlternateIcon />}
      >
        {uploading ? 'Uploading…' : 'Upload an image'}
        <input id={id} type="file" accept={ACCEPT} hidden onChange={choose} />
      </Button>
      <Typography id={`${id}-help`} variant="caption" component="p" color="text.secondary">
        {full
          ? `At most ${LIMITS.images} images: remove one to add another.`
          : `Up to ${LIMITS.images} images, JPEG, PNG, WebP or GIF; saved with the product.`}
      </Typography>
      {problem && (
        <Typography role="alert" variant="body2" color="error">
          {problem}
        </Typography>
      )}
      {fieldState.invalid && (
        <Typography variant="body2" color="error">
          <InputHelperText error={fieldState.error?.message} />
        </Typography>
      )}
    </Box>
  );
}
