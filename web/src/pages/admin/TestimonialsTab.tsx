import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminTestimonial, CreateTestimonialBody } from '@homepact/proto';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Switch } from '../../components/ui/Switch';
import { Label } from '../../components/ui/Label';
import { toast } from '../../lib/toast';
import { testimonialKeys } from '../../api/testimonials';
import { Stars } from '../marketing/TestimonialCarousel';
import { adminApi, adminKeys } from '../../api/admin';
import { formatDate } from './format';
import { TabBody } from './TabBody';
import { DeleteDialog, useDeleteConfirm } from './DeleteDialog';
import { EditDialog, useEditDialog } from './EditDialog';
import { TestimonialForm } from './TestimonialForm';

/** Testimonials: the quotes the home page carousel shows once featured. */
export function TestimonialsTab() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: adminKeys.testimonials, queryFn: adminApi.testimonials });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.testimonials });
    void queryClient.invalidateQueries({ queryKey: testimonialKeys.featured });
  };

  const dialog = useEditDialog<AdminTestimonial, CreateTestimonialBody>({
    create: adminApi.createTestimonial,
    update: (t, body) => adminApi.updateTestimonial(t.id, body),
    onSaved: (mode) => {
      toast({ title: 'Success', description: mode === 'edit' ? 'Testimonial updated' : 'Testimonial added' });
      refresh();
    },
    onFailed: (error) => {
      console.error('Saving the testimonial failed', error);
      toast({ title: 'Error', description: 'Failed to save testimonial', variant: 'destructive' });
    },
  });

  const feature = useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) => adminApi.updateTestimonial(id, { featured }),
    onSuccess: (_d, { featured }) => {
      toast({
        title: 'Success',
        description: featured ? 'Testimonial featured on the home page' : 'Testimonial removed from the home page',
      });
      refresh();
    },
    onError: (error) => {
      console.error('Featuring the testimonial failed', error);
      toast({ title: 'Error', description: 'Failed to update testimonial', variant: 'destructive' });
    },
  });

  const remove = useDeleteConfirm<AdminTestimonial>({
    remove: (t) => adminApi.deleteTestimonial(t.id),
    onDeleted: () => {
      toast({ title: 'Success', description: 'Testimonial deleted' });
      refresh();
    },
    onFailed: (error) => {
      console.error('Deleting the testimonial failed', error);
      toast({ title: 'Error', description: 'Failed to delete testimonial', variant: 'destructive' });
    },
  });

  const items = list.data ?? [];
  const featuredCount = items.filter((t) => t.featured).length;
  return (
    <div className="stack">
      <div className="adm-toolbar adm-toolbar-split">
        <p className="muted adm-small">
          {list.data
            ? `${items.length} testimonial${items.length === 1 ? '' : 's'}, ${featuredCount} featured on the home page.`
            : 'Featured testimonials appear in the home page carousel.'}
        </p>
        <Button onClick={() => dialog.open({ mode: 'create' })}>
          <Plus aria-hidden size={18} /> Add Testimonial
        </Button>
      </div>
      <TabBody
        query={list}
        loadingText="Loading testimonials..."
        errorText="Could not load the testimonials."
        empty={items.length === 0}
        emptyText="No testimonials yet. Add one and feature it to show it on the home page."
      >
        <ul className="adm-testimonials" role="list" aria-label="Testimonials">
          {items.map((t) => {
            const switchId = `adm-featured-${t.id}`;
            return (
              <li key={t.id} className="adm-testimonial" data-testid="admin-testimonial">
                <div className="adm-testimonial-head">
                  <Stars rating={t.rating} />
                  {t.featured ? <Badge variant="success">Featured</Badge> : <Badge variant="outline">Hidden</Badge>}
                </div>
                <blockquote className="adm-testimonial-text">{t.content}</blockquote>
                <p className="adm-testimonial-author">
                  <strong>{t.name}</strong>
                  <span className="muted">
                    {' '}
                    · {t.title}
                    {t.company ? `, ${t.company}` : ''}
                  </span>
                </p>
                <p className="muted adm-small">Added {formatDate(t.createdAt)}</p>
                <div className="adm-testimonial-actions">
                  <div className="adm-switch-row">
                    <Switch id={switchId} checked={t.featured} onCheckedChange={(featured) => feature.mutate({ id: t.id, featured })} />
                    <Label htmlFor={switchId}>
                      Featured <span className="visually-hidden">testimonial by {t.name}</span>
                    </Label>
                  </div>
                  <div className="button-row">
                    <Button variant="outline" size="sm" onClick={() => dialog.open({ mode: 'edit', item: t })}>
                      <Pencil aria-hidden size={16} /> Edit <span className="visually-hidden">testimonial by {t.name}</span>
                    </Button>
                    <Button variant="ghost" size="sm" className="adm-danger-text" onClick={() => remove.ask(t)}>
                      <Trash2 aria-hidden size={16} /> Delete <span className="visually-hidden">testimonial by {t.name}</span>
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </TabBody>

      <EditDialog
        dialog={dialog}
        itemKey={(t) => t.id}
        title={{ create: 'Add Testimonial', edit: 'Edit Testimonial' }}
        description={() => 'Featured testimonials show in the home page carousel.'}
      >
        {(form) => <TestimonialForm {...form} />}
      </EditDialog>
      <DeleteDialog
        dialog={remove.dialog}
        title="Delete testimonial?"
        description={`The testimonial by ${remove.asking?.name ?? ''} will be removed, also from the home page. This action cannot be undone.`}
      />
    </div>
  );
}
