import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatPrice, previewDescription } from '@pedalworks/domain/format';
import { TEXT } from '@pedalworks/domain/messages';
import type { Tool } from '@pedalworks/domain/types';
import { paths } from '@/config/paths';
import { visuallyHidden } from '@/theme/visually-hidden';

/**
 * A long description is cut to 70 characters plus dots; the full text shows on hover and on
 * keyboard focus, and screen readers read the full text instead of the cut one.
 */
function Description({ text }: { text: string }) {
  const preview = previewDescription(text);
  if (preview === text) {
    return (
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    );
  }
  return (
    <Tooltip title={text} describeChild>
      <Typography variant="body2" color="text.secondary" tabIndex={0} sx={{ cursor: 'help' }}>
        <span aria-hidden="true">{preview}</span>
        <Box component="span" sx={visuallyHidden}>
          {text}
        </Box>
      </Typography>
    </Tooltip>
  );
}

interface ToolCardProps {
  tool: Tool;
  /** The name's heading level, one below the section's heading. */
  heading: 'h2' | 'h3';
  /** Cards in the first view load their image at once; the others when scrolled near. */
  eager: boolean;
}

export function ToolCard({ tool, heading, eager }: ToolCardProps) {
  return (
    <Card
      component="article"
      aria-label={tool.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardMedia
        component="img"
        image={tool.img}
        alt={tool.name}
        height={200}
        loading={eager ? 'eager' : 'lazy'}
        sx={{ objectFit: 'contain', p: 2 }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component={heading}>
          {tool.name}
        </Typography>
        <Typography variant="subtitle1" component="p" color="primary" fontWeight={700}>
          {formatPrice(tool.price)}
        </Typography>
        <Description text={tool.description} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" component={RouterLink} to={paths.tool(tool._id)}>
          {TEXT.addToCart}
        </Button>
      </CardActions>
    </Card>
  );
}
