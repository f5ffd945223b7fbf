import {
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Tooltip,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatPrice, previewDescription } from '@pedalworks/domain/format';
import { TEXT } from '@pedalworks/domain/messages';
import type { Tool } from '@pedalworks/domain/types';
import { paths } from '@/config/paths';

export function ToolCard({ tool }: { tool: Tool }) {
  const preview = previewDescription(tool.description);
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
        sx={{ objectFit: 'contain', p: 2 }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3">
          {tool.name}
        </Typography>
        <Typography variant="subtitle1" color="primary" fontWeight={700}>
          {formatPrice(tool.price)}
        </Typography>
        <Tooltip title={preview === tool.description ? '' : tool.description}>
          <Typography variant="body2" color="text.secondary" tabIndex={0}>
            {preview}
          </Typography>
        </Tooltip>
      </CardContent>
      <CardActions>
        <Button variant="contained" component={RouterLink} to={paths.tool(tool._id)}>
          {TEXT.addToCart}
        </Button>
      </CardActions>
    </Card>
  );
}
