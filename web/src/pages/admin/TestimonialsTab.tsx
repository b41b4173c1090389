import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminTestimonial, CreateTestimonialBody } from '@homepact/proto';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { FormDialog } from '../../components/ui/FormDialog';
import { Switch } from '../../components/ui/Switch';
import { Label } from '../../components/ui/Label';
import { errorText } from '../../lib/queryClient';
import { toast } from '../../lib/toast';
import { FEATURED_TESTIMONIALS_KEY } from '../marketing/testimonials';
import { Stars } from '../marketing/TestimonialCarousel';
import { adminApi, adminKeys } from './api';
import { formatDate } from './format';
import { TabBody } from './parts';
import { TestimonialForm } from './TestimonialForm';

type Editing = { mode: 'create' } | { mode: 'edit'; testimonial: AdminTestimonial } | null;

/** Testimonials: the quotes the home page carousel shows once featured. */
export function TestimonialsTab() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: adminKeys.testimonials, queryFn: adminApi.testimonials });
  const [editing, setEditing] = useState<Editing>(null);
  const [serverError, setServerError] = useState<string>();
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.testimonials });
    void queryClient.invalidateQueries({ queryKey: FEATURED_TESTIMONIALS_KEY });
  };

  const save = useMutation({
    mutationFn: (body: CreateTestimonialBody) =>
      editing?.mode === 'edit' ? adminApi.updateTestimonial(editing.testimonial.id, body) : adminApi.createTestimonial(body),
    onSuccess: () => {
      toast({ title: 'Success', description: editing?.mode === 'edit' ? 'Testimonial updated' : 'Testimonial added' });
      setEditing(null);
      refresh();
    },
    onError: (error) => {
      console.error('Saving the testimonial failed', error);
      setServerError(errorText(error));
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

  const remove = useMutation({
    mutationFn: (id: string) => adminApi.deleteTestimonial(id),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Testimonial deleted' });
      refresh();
    },
    onError: (error) => {
      console.error('Deleting the testimonial failed', error);
      toast({ title: 'Error', description: 'Failed to delete testimonial', variant: 'destructive' });
    },
  });

  const open = (next: Editing) => {
    setServerError(undefined);
    save.reset();
    setEditing(next);
  };

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
        <Button onClick={() => open({ mode: 'create' })}>
          <Plus aria-hidden size={18} /> Add Testimonial
        </Button>
      </div>
      <TabBody
        loading={list.isPending}
        loadingText="Loading testimonials..."
        error={list.isError}
        errorText="Could not load the testimonials."
        onRetry={() => void list.refetch()}
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
                    <Button variant="outline" size="sm" onClick={() => open({ mode: 'edit', testimonial: t })}>
                      <Pencil aria-hidden size={16} /> Edit <span className="visually-hidden">testimonial by {t.name}</span>
                    </Button>
                    <Button variant="ghost" size="sm" className="adm-danger-text" onClick={() => setDeleting(t)}>
                      <Trash2 aria-hidden size={16} /> Delete <span className="visually-hidden">testimonial by {t.name}</span>
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </TabBody>

      <FormDialog
        open={editing !== null}
        onOpenChange={(o) => !o && !save.isPending && setEditing(null)}
        title={editing?.mode === 'edit' ? 'Edit Testimonial' : 'Add Testimonial'}
        description="Featured testimonials show in the home page carousel."
      >
        {editing ? (
          <TestimonialForm
            key={editing.mode === 'edit' ? editing.testimonial.id : 'new'}
            initial={editing.mode === 'edit' ? editing.testimonial : undefined}
            saving={save.isPending}
            serverError={serverError}
            onSubmit={(body) => save.mutate(body)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete testimonial?"
        description={`The testimonial by ${deleting?.name ?? ''} will be removed, also from the home page. This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
