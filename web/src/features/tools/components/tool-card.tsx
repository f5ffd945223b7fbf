import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { previewDescription, shownPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { isOutOfStock } from '@pedalworks/domain/tools';
import type { Tool } from '@pedalworks/domain/types';
import { paths } from '@/config/paths';
import { currentSession } from '@/lib/session';
import { visuallyHidden } from '@/theme/visually-hidden';
import { toast } from '@/lib/toast';
import { SaveButton } from './save-button';

/** A plain-CSS tooltip, so that the catalogue's first view carries no positioning library. */
function Description({ text }: { text: string }) {
  const preview = previewDescription(text);
  const tooltip = useId();
  if (preview === text) {
    return (
      <Typography variant="body2" color="textSecondary">
        {text}
      </Typography>
    );
  }
  return (
    <Box sx={{ position: 'relative' }}>
      <Typography
        variant="body2"
        color="textSecondary"
        tabIndex={0}
        aria-describedby={tooltip}
        sx={{
          cursor: 'help',
          '&:hover + [role=tooltip], &:focus + [role=tooltip]': { display: 'block' },
        }}
      >
        <span aria-hidden="true">{preview}</span>
        <Box component="span" sx={visuallyHidden}>
          {text}
        </Box>
      </Typography>
      <Box
        role="tooltip"
        id={tooltip}
        sx={{
          display: 'none',
          position: 'absolute',
          bottom: '100%',
          left: 0,
          right: 0,
          mb: 0.5,
          px: 1,
          py: 0.5,
          zIndex: 'tooltip',
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          typography: 'caption',
        }}
      >
        {text}
      </Box>
    </Box>
  );
}

interface ToolCardProps {
  tool: Tool;
  /** The name's heading level, one below the section's heading. */
  heading: 'h2' | 'h3';
  /** Cards in the first view load their image at once; the others when scrolled near. */
  eager: boolean;
  /** The first card of the page: its image is fetched with high priority. */
  first?: boolean;
}

/** The images' intrinsic width (their height is fixed), so the browser reserves their box. */
const IMAGE_WIDTH = 320;

export function ToolCard({ tool, heading, eager, first = false }: ToolCardProps) {
  // A visitor is told ordering needs a user (spec section 8), unless the tool is sold out (its
  // page keeps them, to ask for an e-mail); the session is read when pressed, as a rendered one
  // may still be the prerendered value.
  const warnSignedOut = () => {
    const { loading, user } = currentSession();
    if (!loading && !user && !isOutOfStock(tool)) toast(NOTICE.noUser, 'error');
  };
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
        width={IMAGE_WIDTH}
        height={200}
        loading={eager ? 'eager' : 'lazy'}
        // The first card's image is the page's largest paint: fetched before the rest.
        fetchPriority={first ? 'high' : 'auto'}
        sx={{ objectFit: 'contain', p: 2 }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component={heading}>
          {tool.name}
        </Typography>
        <Typography variant="subtitle1" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {shownPrice(tool)}
        </Typography>
        {isOutOfStock(tool) && (
          <Typography variant="body2" component="p" color="warning.dark" sx={{ fontWeight: 700 }}>
            {DASHBOARD_TEXT.outOfStock}
          </Typography>
        )}
        <Description text={tool.description} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between' }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.tool(tool._id)}
          onClick={warnSignedOut}
        >
          {TEXT.addToCart}
        </Button>
        <SaveButton tool={tool} />
      </CardActions>
    </Card>
  );
}
